// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A stand-in for Farcaster's IdRegistry on Optimism, with the two reads Sign In With Farcaster makes
/// (`idOf(custody)`, and `custodyOf(fid)` for clients). Placed at the real contract's address on the
/// devnet's chain 10 with anvil_setCode; anyone may register here, as this is a test chain.
contract FarcasterIdRegistry {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    function register(uint256 fid, address custody) external {
        require(fid != 0 && custody != address(0), "fid and custody required");
        require(custodyOf[fid] == address(0) && idOf[custody] == 0, "already registered");
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Register(custody, fid);
    }
}
